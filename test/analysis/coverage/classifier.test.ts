import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATEGORY_CDS, type CategoryOrUnclassified, UNCLASSIFIED } from '../../../src/analysis/coverage/categories.js';
import { classifyCoverage, normalizeCoverageName, RULE_IDS } from '../../../src/analysis/coverage/classifier.js';
import { COVERAGE_NAME_CORPUS } from './coverage-names.corpus.js';

const categoryOf = (name: string) => classifyCoverage(name).categoryCd;

test('corpus: every name is classified as expected (accuracy 100%); the confusion is printed', (t) => {
  const confusion = new Map<CategoryOrUnclassified, Map<CategoryOrUnclassified, number>>();
  const wrong: string[] = [];
  for (const [name, expected] of COVERAGE_NAME_CORPUS) {
    const actual = categoryOf(name);
    const row = confusion.get(expected) ?? new Map<CategoryOrUnclassified, number>();
    row.set(actual, (row.get(actual) ?? 0) + 1);
    confusion.set(expected, row);
    if (actual !== expected) wrong.push(`${name}: expected ${expected}, got ${actual}`);
  }
  const total = COVERAGE_NAME_CORPUS.length;
  const accuracy = (100 * (total - wrong.length)) / total;
  t.diagnostic(`coverage-name corpus: ${total} names, accuracy ${accuracy.toFixed(2)}%`);
  const rows: readonly CategoryOrUnclassified[] = [...CATEGORY_CDS, UNCLASSIFIED];
  for (const expected of rows) {
    const row = [...(confusion.get(expected) ?? new Map()).entries()].map(([cd, n]) => `${cd} ${n}`).join(', ');
    t.diagnostic(`  ${expected.padEnd(20)} → ${row}`);
  }
  assert.deepEqual(wrong, []);
});

test('corpus: at least 220 distinct names, every category present, at least 25 unclassified', () => {
  const names = COVERAGE_NAME_CORPUS.map(([name]) => name);
  assert.ok(names.length >= 220, `${names.length} names`);
  assert.equal(new Set(names).size, names.length, 'no name twice');
  const expected = new Set(COVERAGE_NAME_CORPUS.map(([, cd]) => cd));
  for (const cd of CATEGORY_CDS) assert.ok(expected.has(cd), cd);
  assert.ok(COVERAGE_NAME_CORPUS.filter(([, cd]) => cd === UNCLASSIFIED).length >= 25);
});

test('the contract examples: general cancer, minor cancer, cerebral hemorrhage, injury hospital day', () => {
  assert.deepEqual(classifyCoverage('(무)일반암진단비(유사암제외)'), {
    categoryCd: 'CANCER',
    rule: 'diagnosis.cancer',
  });
  assert.deepEqual(classifyCoverage('유사암진단비'), { categoryCd: 'MINOR_CANCER', rule: 'diagnosis.minor-cancer' });
  assert.deepEqual(classifyCoverage('뇌출혈진단비'), {
    categoryCd: 'CEREBRAL_HEMORRHAGE',
    rule: 'diagnosis.cerebral-hemorrhage',
  });
  assert.deepEqual(classifyCoverage('상해입원일당(1일이상)'), {
    categoryCd: 'HOSPITAL_INJURY',
    rule: 'hospital.injury',
  });
});

test('the issue examples: exclusions keep the cancer, the benefit word decides, the disease scope decides', () => {
  assert.equal(categoryOf('암진단특약(갑상선암제외)'), 'CANCER');
  assert.equal(categoryOf('질병입원일당(1일이상)'), 'HOSPITAL_DISEASE');
  assert.equal(categoryOf('상해수술비'), 'SURGERY_INJURY');
  assert.equal(categoryOf('실손의료비(입원)'), 'MEDICAL_EXPENSE');
  assert.deepEqual(classifyCoverage('암수술비'), { categoryCd: 'SURGERY_DISEASE', rule: 'surgery.disease' });
  assert.equal(categoryOf('뇌출혈진단비'), 'CEREBRAL_HEMORRHAGE');
  assert.equal(categoryOf('뇌졸중진단비'), 'STROKE');
  assert.equal(categoryOf('뇌혈관질환진단비'), 'CEREBROVASCULAR');
  for (const name of ['골절진단비', '화상진단비', '깁스치료비', '응급실내원비', '항암방사선치료비', '납입면제']) {
    assert.deepEqual(classifyCoverage(name), { categoryCd: UNCLASSIFIED, rule: null }, name);
  }
});

test('a minor cancer is never CANCER: 유사암, 소액암, 갑상선암, 기타피부암, 제자리암, 상피내암, 경계성종양, 대장점막내암', () => {
  for (const scope of [
    '유사암',
    '소액암',
    '갑상선암',
    '기타피부암',
    '제자리암',
    '상피내암',
    '경계성종양',
    '대장점막내암',
  ]) {
    assert.equal(categoryOf(`${scope}진단비`), 'MINOR_CANCER', scope);
  }
  assert.equal(categoryOf('기타피부암,갑상선암진단비'), 'MINOR_CANCER');
  assert.equal(categoryOf('제자리암/경계성종양진단비'), 'MINOR_CANCER');
  assert.equal(categoryOf('제자리암경계성종양진단비'), 'MINOR_CANCER');
  assert.equal(categoryOf('유사암암진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('피부암진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('고액암진단비'), UNCLASSIFIED);
});

test('exclusions and inclusions, in parentheses or not, are dropped; the rest decides', () => {
  assert.equal(categoryOf('암진단비(유사암제외)'), 'CANCER');
  assert.equal(categoryOf('암진단비(유사암 미포함)'), 'CANCER');
  assert.equal(categoryOf('암진단비(유사암포함)'), 'CANCER');
  assert.equal(categoryOf('암진단비 유사암제외'), 'CANCER');
  assert.equal(categoryOf('암진단비-유사암제외'), 'CANCER');
  assert.equal(categoryOf('암진단비:갑상선암·기타피부암제외'), 'CANCER');
  assert.equal(categoryOf('암진단비/유사암불포함'), 'CANCER');
  assert.equal(categoryOf('암진단비,유사암 및 소액암미포함'), 'CANCER');
  assert.equal(categoryOf('유사암진단비(갑상선암제외)'), 'MINOR_CANCER');
  assert.equal(categoryOf('골절진단비(치아파절제외)'), UNCLASSIFIED);
  assert.equal(categoryOf('골절진단비치아파절제외'), UNCLASSIFIED);
  assert.equal(categoryOf('(유사암제외)'), UNCLASSIFIED);
});

test('diagnosis, surgery, hospital, death and disability are told apart by the benefit word', () => {
  assert.equal(categoryOf('암진단비'), 'CANCER');
  assert.equal(categoryOf('암수술비'), 'SURGERY_DISEASE');
  assert.equal(categoryOf('암입원일당'), 'HOSPITAL_DISEASE');
  assert.equal(categoryOf('암사망'), UNCLASSIFIED);
  assert.equal(categoryOf('질병사망'), 'DEATH_DISEASE');
  assert.equal(categoryOf('질병후유장해'), 'DISABILITY_DISEASE');
  assert.equal(categoryOf('질병수술'), 'SURGERY_DISEASE');
  assert.equal(categoryOf('질병입원비'), 'HOSPITAL_DISEASE');
  assert.equal(categoryOf('질병진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('암'), UNCLASSIFIED);
});

test('payout words are one: 진단비/진단금/진단자금/진단보험금/진단급여금/진단급부금, and the same for the others', () => {
  for (const word of ['진단', '진단비', '진단금', '진단자금', '진단보험금', '진단급여금', '진단급부금']) {
    assert.equal(categoryOf(`뇌출혈${word}`), 'CEREBRAL_HEMORRHAGE', word);
  }
  for (const word of ['수술', '수술비', '수술자금', '수술보험금', '수술급여금', '수술급부금']) {
    assert.equal(categoryOf(`상해${word}`), 'SURGERY_INJURY', word);
  }
  for (const word of ['입원일당', '입원비', '입원급여금', '입원보험금', '입원급부금', '입원일당급여금']) {
    assert.equal(categoryOf(`질병${word}`), 'HOSPITAL_DISEASE', word);
  }
  for (const word of ['사망', '사망보험금', '사망급여금', '사망급부금', '사망금']) {
    assert.equal(categoryOf(`상해${word}`), 'DEATH_INJURY', word);
  }
  for (const word of ['후유장해', '후유장애', '장해', '장해보험금', '장해급여금', '장해급부금', '후유장해금']) {
    assert.equal(categoryOf(`재해${word}`), 'DISABILITY_INJURY', word);
  }
  assert.equal(categoryOf('상해입원'), UNCLASSIFIED);
});

test('injury (상해, 재해, 일반상해) and disease (질병, a named disease) decide the death, disability, surgery and hospital category', () => {
  assert.equal(categoryOf('일반사망'), 'DEATH_GENERAL');
  assert.equal(categoryOf('종신사망'), 'DEATH_GENERAL');
  assert.equal(categoryOf('정기사망'), 'DEATH_GENERAL');
  assert.equal(categoryOf('일반질병사망'), 'DEATH_DISEASE');
  assert.equal(categoryOf('재해사망'), 'DEATH_INJURY');
  assert.equal(categoryOf('일반재해사망'), 'DEATH_INJURY');
  assert.equal(categoryOf('일반질병후유장해'), 'DISABILITY_DISEASE');
  assert.equal(categoryOf('일반상해후유장해'), 'DISABILITY_INJURY');
  assert.equal(categoryOf('골절수술비'), 'SURGERY_INJURY');
  assert.equal(categoryOf('화상수술비'), 'SURGERY_INJURY');
  assert.equal(categoryOf('골절입원일당'), UNCLASSIFIED);
  assert.equal(categoryOf('뇌졸중입원일당'), 'HOSPITAL_DISEASE');
  assert.equal(categoryOf('급성심근경색수술비'), 'SURGERY_DISEASE');
  assert.equal(categoryOf('유사암입원일당'), 'HOSPITAL_DISEASE');
  assert.equal(categoryOf('상피내암수술비'), 'SURGERY_DISEASE');
  assert.equal(categoryOf('27대질병수술비'), 'SURGERY_DISEASE');
  assert.equal(categoryOf('대질병수술비'), UNCLASSIFIED);
  assert.equal(categoryOf('일반재해입원일당'), 'HOSPITAL_INJURY');
});

test('a rule names the whole name: any word before or after it leaves the name unclassified', () => {
  const names = [
    '사망',
    '질병사망',
    '상해사망',
    '질병후유장해',
    '상해후유장해',
    '암진단',
    '유사암진단',
    '뇌출혈진단',
    '뇌졸중진단',
    '뇌혈관질환진단',
    '급성심근경색진단',
    '허혈성심장질환진단',
    '질병수술',
    '상해수술',
    '질병입원일당',
    '상해입원일당',
    '질병입원의료비',
  ];
  for (const name of names) {
    assert.notEqual(categoryOf(name), UNCLASSIFIED, name);
    assert.equal(categoryOf(`특정${name}`), UNCLASSIFIED, `특정${name}`);
    assert.equal(categoryOf(`${name}외`), UNCLASSIFIED, `${name}외`);
  }
});

test('two scopes or two benefits in one name → UNCLASSIFIED', () => {
  assert.deepEqual(classifyCoverage('질병·상해수술비'), { categoryCd: UNCLASSIFIED, rule: null });
  assert.equal(categoryOf('상해질병입원일당'), UNCLASSIFIED);
  assert.equal(categoryOf('상해사망·후유장해'), UNCLASSIFIED);
  assert.equal(categoryOf('질병입원수술비'), UNCLASSIFIED);
  assert.equal(categoryOf('뇌출혈·뇌졸중진단비'), UNCLASSIFIED);
  assert.deepEqual(classifyCoverage('치아실손의료비'), { categoryCd: UNCLASSIFIED, rule: null });
  assert.equal(categoryOf('치매간병 벌금'), UNCLASSIFIED);
  assert.equal(categoryOf('일상생활배상책임 실손'), UNCLASSIFIED);
});

test('a narrower scope is not the general category: 교통상해, 80%이상, 고도, 중환자실, 요양병원, 특정, 주요', () => {
  assert.equal(categoryOf('교통상해사망'), UNCLASSIFIED);
  assert.equal(categoryOf('질병후유장해(80%이상)'), UNCLASSIFIED);
  assert.equal(categoryOf('질병후유장해(50%이상)'), UNCLASSIFIED);
  assert.equal(categoryOf('질병후유장해(3%이상)'), 'DISABILITY_DISEASE');
  assert.equal(categoryOf('상해고도후유장해'), UNCLASSIFIED);
  assert.equal(categoryOf('질병중환자실입원일당'), UNCLASSIFIED);
  assert.equal(categoryOf('요양병원입원일당'), UNCLASSIFIED);
  assert.equal(categoryOf('특정뇌혈관질환진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('주요심장질환진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('심근경색증진단비'), UNCLASSIFIED);
});

test('뇌출혈, 뇌졸중 (and 뇌졸증) and 뇌혈관질환 are three categories; 급성심근경색 and 허혈성심장질환 two', () => {
  assert.equal(categoryOf('뇌출혈진단'), 'CEREBRAL_HEMORRHAGE');
  assert.equal(categoryOf('뇌졸증진단비'), 'STROKE');
  assert.equal(categoryOf('뇌혈관질환진단금'), 'CEREBROVASCULAR');
  assert.equal(categoryOf('뇌혈관진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('급성심근경색증진단비'), 'ACUTE_MI');
  assert.equal(categoryOf('급성심근경색진단비'), 'ACUTE_MI');
  assert.equal(categoryOf('허혈성심장질환진단비'), 'ISCHEMIC_HEART');
  assert.equal(categoryOf('허혈성심질환진단비'), 'ISCHEMIC_HEART');
});

test('실손 in any form, and 입원/통원/외래/처방/급여 의료비, are MEDICAL_EXPENSE; a bare 의료비 is not', () => {
  for (const name of [
    '실손의료비',
    '실손의료비(통원)',
    '질병입원실손',
    '상해비급여실손의료비',
    '질병입원의료비',
    '상해통원의료비',
    '질병외래의료비',
    '질병처방조제의료비',
    '처방의료비',
    '질병급여의료비',
    '재해비급여의료비',
    '의료비(입원)',
    '입원의료비',
  ]) {
    assert.equal(categoryOf(name), 'MEDICAL_EXPENSE', name);
  }
  assert.deepEqual(classifyCoverage('질병입원의료비'), {
    categoryCd: 'MEDICAL_EXPENSE',
    rule: 'indemnity.medical-expense-kind',
  });
  assert.deepEqual(classifyCoverage('상해실손의료비'), {
    categoryCd: 'MEDICAL_EXPENSE',
    rule: 'indemnity.medical-expense',
  });
  for (const name of ['의료비', '상해의료비', '암의료비', '입원의료비암', '질병수술실손', '건물화재손해(실손보상)']) {
    assert.equal(categoryOf(name), UNCLASSIFIED, name);
  }
});

test('일상생활배상책임 (가족, 자녀, 일상생활중, 일배책) is LIABILITY; other liabilities are not', () => {
  for (const name of [
    '일상생활배상책임',
    '가족일상생활배상책임',
    '일상생활중배상책임',
    '일상배상책임',
    '일배책',
    '일상생활배상',
  ]) {
    assert.deepEqual(classifyCoverage(name), { categoryCd: 'LIABILITY', rule: 'indemnity.liability' }, name);
  }
  for (const name of ['화재배상책임', '임대인배상책임', '배상책임']) assert.equal(categoryOf(name), UNCLASSIFIED, name);
});

test('치아/치과/임플란트/보철/크라운/브릿지/틀니/레진/아말감/충전치료 are DENTAL; 치아파절 is not', () => {
  for (const word of [
    '치아',
    '치과',
    '임플란트',
    '임플랜트',
    '보철',
    '크라운',
    '브릿지',
    '틀니',
    '레진',
    '아말감',
    '충전치료',
  ]) {
    assert.deepEqual(classifyCoverage(`${word}치료비`), { categoryCd: 'DENTAL', rule: 'other.dental' }, word);
  }
  assert.equal(categoryOf('치아파절진단비'), UNCLASSIFIED);
  assert.equal(categoryOf('충전비'), UNCLASSIFIED);
});

test('치매/알츠하이머/간병/장기요양 are DEMENTIA_CARE; 간호간병 and a dementia hospital day are not', () => {
  for (const name of ['치매진단비', '알츠하이머진단비', '간병인사용일당', '장기요양상태진단비', '간병비']) {
    assert.deepEqual(classifyCoverage(name), { categoryCd: 'DEMENTIA_CARE', rule: 'other.dementia-care' }, name);
  }
  assert.equal(categoryOf('간호간병통합서비스입원일당'), UNCLASSIFIED);
  assert.equal(categoryOf('간호간병통합서비스지원금'), UNCLASSIFIED);
  assert.equal(categoryOf('요양비'), UNCLASSIFIED);
  for (const name of ['치매입원일당', '치매사망', '치매수술비', '치매후유장해']) {
    assert.equal(categoryOf(name), UNCLASSIFIED, name);
  }
});

test("the driver's costs are DRIVER, even when they name the victim's death; 화재벌금 is not", () => {
  for (const name of [
    '교통사고처리지원금',
    '교통사고처리지원금(사망)',
    '형사합의지원금',
    '벌금',
    '변호사선임비용',
    '면허정지위로금',
    '면허취소위로금',
  ]) {
    assert.deepEqual(classifyCoverage(name), { categoryCd: 'DRIVER', rule: 'other.driver' }, name);
  }
  assert.equal(categoryOf('화재벌금'), UNCLASSIFIED);
  assert.equal(categoryOf('면허위로금'), UNCLASSIFIED);
});

test('normalization: NFC, full-width, brackets and dots, whitespace, [labels], numbering', () => {
  assert.equal(normalizeCoverageName('일반암진단비'.normalize('NFD')), '일반암진단');
  assert.equal(normalizeCoverageName('（무）일반암진단비（유사암제외）'), '일반암진단');
  assert.equal(normalizeCoverageName('ＡＢＣ　암'), 'ABC암');
  assert.equal(normalizeCoverageName('【갱신형】암진단비'), '암진단');
  assert.equal(normalizeCoverageName('〔기본〕〈선택〉《무》「특약」『New』<1종>암진단비'), '암진단');
  assert.equal(
    normalizeCoverageName('갑상선암ㆍ기타피부암・제자리암‧경계성종양•유사암∙소액암･진단'),
    '갑상선암·기타피부암·제자리암·경계성종양·유사암·소액암·진단',
  );
  assert.equal(normalizeCoverageName('상해후유장해(3%∼100%)'), '상해후유장해');
  assert.equal(normalizeCoverageName('상해후유장해(3%〜100%)'), '상해후유장해');
  assert.equal(normalizeCoverageName('  상해\t사망 \n'), '상해사망');
  assert.equal(normalizeCoverageName('[갱신형] [기본] 상해사망'), '상해사망');
  assert.equal(normalizeCoverageName('1. 상해사망'), '상해사망');
  assert.equal(normalizeCoverageName('12) 상해사망'), '상해사망');
  assert.equal(normalizeCoverageName('③상해사망'), '상해사망');
  assert.equal(normalizeCoverageName('무)상해사망'), '상해사망');
  assert.equal(normalizeCoverageName('상해1.사망'), '상해1.사망');
  assert.equal(normalizeCoverageName('Ⅲ상해ⅱ사망Ⅻ'), '상해사망');
});

test('normalization: administrative groups are dropped, other groups opened', () => {
  const dropped = [
    '무',
    '무배당',
    '기본',
    '기본계약',
    '선택',
    '특약',
    '특별약관',
    '간편',
    '간편심사',
    '간편고지',
    'NEW',
    'new',
    '',
    '12',
    'ii',
    'iv',
    'II',
    '표준형',
    '갱신형',
    '20년갱신',
    '1종',
    '1-180일',
    '12~180일',
    '4일이상180일한도',
    '3%이상',
    '1년50%',
    '12년이내50%감액',
    'C00~C97',
    'i60-i62',
    '유사암제외',
    '유사암포함',
    '유사암제외,1년50%',
    '상해포함형',
  ];
  for (const content of dropped) {
    assert.equal(normalizeCoverageName(`상해(${content})사망`), '상해사망', content);
  }
  for (const content of [
    '입원',
    '통원',
    '사망',
    '80%이상',
    '가족',
    '6주미만',
    'CDR3점이상',
    'MRI',
    '무가',
    '가무',
    'a1가',
  ]) {
    assert.equal(normalizeCoverageName(`가(${content})`), `가${content}`, content);
  }
  assert.equal(normalizeCoverageName('가(3%이상가)'), '가3%이상가');
  assert.equal(normalizeCoverageName('가(1-180일가)'), '가1-180일가');
  assert.equal(normalizeCoverageName('가(나(1종)다)'), '가나다');
  assert.equal(normalizeCoverageName('가(나(유사암제외))'), '가나');
  assert.equal(normalizeCoverageName('가)나(다'), '가나다');
});

test('normalization: administrative words, suffixes and spelling variants', () => {
  const words = [
    '주계약',
    '기본계약',
    '선택계약',
    '의무부가',
    '무배당',
    '유배당',
    '비갱신',
    '비갱신형',
    '갱신',
    '갱신형',
    '20년갱신',
    '20년갱신형',
    '20년비갱신형',
    '100세만기',
    '20년만기',
    '최초1회',
    '최초1회한',
    '최초12회한',
    '연간1회한',
    '연1회한',
    '연간12회',
    '12회한',
    '12회당',
    '1일이상',
    '12일이상',
    '1일이상180일한도',
    '180일한도',
    '1종',
    '12종',
    '1~5종',
    '1-5종',
    '10~12종',
    '2형',
    '12형',
    '해약환급금미지급',
    '해약환급금미지급형',
    '해약환급금일부지급형',
    '무해지',
    '무해지형',
    '저해지형',
    '3%~100%',
    '3~100%',
    '3-100%',
    '20%~100%',
    '10~100%',
  ];
  for (const word of words) assert.equal(normalizeCoverageName(`상해${word}사망`), '상해사망', word);
  for (const suffix of [
    '특약',
    '특별약관',
    '담보',
    '보장',
    '플랜',
    '2',
    'V2',
    'v1.5',
    'v1.25',
    '10',
    'I',
    'II',
    'III',
    'IV',
  ]) {
    assert.equal(normalizeCoverageName(`상해사망${suffix}`), '상해사망', suffix);
  }
  assert.equal(normalizeCoverageName('상해사망보장특약II플랜2'), '상해사망');
  assert.equal(normalizeCoverageName('특약상해사망'), '특약상해사망');
  assert.equal(normalizeCoverageName('상해사망1.'), '상해사망1.');
  assert.equal(normalizeCoverageName('뇌졸증과 뇌졸증'), '뇌졸중과뇌졸중');
  assert.equal(normalizeCoverageName('후유장애 후유장애'), '후유장해후유장해');
  assert.equal(normalizeCoverageName('갑상샘 갑상샘'), '갑상선갑상선');
  assert.equal(normalizeCoverageName('임플랜트 임플랜트'), '임플란트임플란트');
  assert.equal(normalizeCoverageName('허혈성심질환 허혈성심질환'), '허혈성심장질환허혈성심장질환');
  assert.equal(normalizeCoverageName('진단비 진단금'), '진단진단');
  assert.equal(normalizeCoverageName('수술비 수술비'), '수술수술');
  assert.equal(normalizeCoverageName('입원비 입원비'), '입원일당입원일당');
  assert.equal(normalizeCoverageName('사망금 사망금'), '사망사망');
  assert.equal(normalizeCoverageName('장해금 장해금'), '후유장해후유장해');
  assert.equal(normalizeCoverageName('암 진단비(유사암 제외), 뇌출혈 진단비'), '암진단,뇌출혈진단');
  assert.equal(normalizeCoverageName('암진단비 유사암제외 갑상선암미포함'), '암진단');
  assert.equal(normalizeCoverageName('상해　사망'), '상해사망');
});

test('the rule ids are unique, and each names the category it decides', () => {
  assert.deepEqual(RULE_IDS, [
    'death.general',
    'death.disease',
    'death.injury',
    'disability.disease',
    'disability.injury',
    'diagnosis.cancer',
    'diagnosis.minor-cancer',
    'diagnosis.cerebral-hemorrhage',
    'diagnosis.stroke',
    'diagnosis.cerebrovascular',
    'diagnosis.acute-mi',
    'diagnosis.ischemic-heart',
    'surgery.disease',
    'surgery.injury',
    'hospital.disease',
    'hospital.injury',
    'indemnity.medical-expense-kind',
    'indemnity.medical-expense',
    'indemnity.liability',
    'other.dental',
    'other.dementia-care',
    'other.driver',
  ]);
  for (const [name] of COVERAGE_NAME_CORPUS) {
    const { rule, categoryCd } = classifyCoverage(name);
    assert.equal(rule === null, categoryCd === UNCLASSIFIED, name);
    if (rule !== null) assert.ok(RULE_IDS.includes(rule), rule);
  }
  const used = new Set(COVERAGE_NAME_CORPUS.map(([name]) => classifyCoverage(name).rule));
  for (const id of RULE_IDS) assert.ok(used.has(id), `rule ${id} decides a corpus name`);
});

test('classification is deterministic and ignores spacing and width', () => {
  for (const [name, expected] of COVERAGE_NAME_CORPUS) {
    assert.equal(categoryOf(name.replace(/\s/g, '')), expected, name);
    assert.equal(categoryOf(` ${name} `), expected, name);
    assert.equal(categoryOf(name.replace(/\(/g, '（').replace(/\)/g, '）').replace(/ /g, '　')), expected, name);
  }
});

test('each result is a new object: changing one does not change the next', () => {
  const unclassified = classifyCoverage('수술비');
  unclassified.categoryCd = 'CANCER';
  unclassified.rule = 'changed';
  assert.deepEqual(classifyCoverage('수술비'), { categoryCd: UNCLASSIFIED, rule: null });
});
