/**
 * The coverage-name classifier (contract §7.2): an insurer's coverage name → one of the 21 categories, or
 * `UNCLASSIFIED` when no rule is confident. Pure and deterministic.
 *
 * A name is first reduced to its canonical form (normalizeCoverageName): administrative markers, exclusions,
 * numbering and suffixes removed, payout words unified (`진단비`/`진단금` → `진단`, `입원비` → `입원일당`). The benefit
 * and scope rules then match the WHOLE canonical form, so a word no rule knows (`교통`, `고액`, `중환자실`, `80%이상`)
 * leaves the name unclassified instead of guessed. Five keyword rules (실손, 일상생활배상책임, 치아, 치매·간병, 운전자
 * 비용) match anywhere, unless the name also names a death, disability, surgery or hospital benefit. When rules of
 * two categories match, the name is unclassified. The decisions are in docs/decisions/analysis.md ("Coverage
 * analysis: classifying coverage names").
 */
import { type CategoryCd, type CategoryOrUnclassified, UNCLASSIFIED } from './categories.js';

export interface CoverageClassification {
  categoryCd: CategoryOrUnclassified;
  /** The id of the rule that decided; null when the name is unclassified. */
  rule: string | null;
}

interface Rule {
  id: string;
  categoryCd: CategoryCd;
  test: RegExp;
  /** A keyword rule that applies even when the name names a death, disability, surgery or hospital benefit. */
  anyBenefit?: true;
}

// ---------------------------------------------------------------------------------------------------------------
// Normalization

/** The minor cancers (유사암 and its members): a diagnosis of these is MINOR_CANCER, never CANCER. */
const MINOR = '(?:유사암|소액암|갑상선암|기타피부암|제자리암|상피내암|경계성종양|대장점막내암)';

/**
 * A parenthesised group that says nothing about what is covered, beyond the administrative words dropped anywhere
 * (ADMIN_WORDS): dropped. Other groups are opened (`실손의료비(입원)` → `실손의료비입원`).
 */
const ADMIN_GROUP =
  /^(?:무|기본|선택|특약|특별약관|간편(?:심사|고지)?|new|\d*|[ivx]+|.*형|\d+[~-]\d+일|3%이상|\d+년.*%.*|[a-z]\d\d.*)$/i;

/** A parenthesised exclusion or inclusion (`(유사암제외)`, `(갑상선암미포함)`, `(유사암포함, 1년50%)`): dropped. */
const EXCLUSION_GROUP = /제외|포함/;

/** An exclusion written without parentheses (`일반암진단비 유사암제외`). */
const EXCLUSION_WORDS = new RegExp(`[-:/]?(?:[·,/및]?(?:${MINOR}|치아파절))+(?:제외|미포함|불포함)`, 'g');

/** Administrative words anywhere in the name: renewal, dividends, terms, numbering, day and payment limits. */
const ADMIN_WORDS =
  /주계약|기본계약|선택계약|의무부가|[무유]배당|(?:\d+년)?비?갱신형?|\d+[세년]만기|최초\d+회한?|연간?\d+회한?|\d+회[한당]|\d+일이상|\d+일한도|\d+(?:[~-]\d+)?종|\d+형|해약환급금(?:미지급|일부지급)형?|[무저]해지형?|\d+%?[~-]100%/g;

const PREFIX = /^(?:\d+[.)]|[①-⑳]|무\))/;
const SUFFIX = /(?:특별약관|특약|담보|보장|플랜|[vV]?\d+(?:\.\d+)?|(?<=[가-힣])(?:I{1,3}|IV))$/;

/** Spelling variants and payout words, unified. Order matters: payout words after the spellings. */
const SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/뇌졸증/g, '뇌졸중'],
  [/후유장애/g, '후유장해'],
  [/갑상샘/g, '갑상선'],
  [/임플랜트/g, '임플란트'],
  [/허혈성심질환/g, '허혈성심장질환'],
  [/진단(?:비|금|자금|보험금|급여금|급부금)/g, '진단'],
  [/수술(?:비|자금|보험금|급여금|급부금)/g, '수술'],
  [/입원(?:일당|비|급여금|보험금|급부금)+/g, '입원일당'],
  [/사망(?:보험금|급여금|급부금|금)/g, '사망'],
  [/(?:후유)?장해(?:보험금|급여금|급부금|금)?/g, '후유장해'],
];

const toHalfWidth = (s: string) => s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

const dropGroup = (content: string) => ADMIN_GROUP.test(content) || EXCLUSION_GROUP.test(content);

/**
 * The canonical form of a coverage name: NFC, half-width, no whitespace, no `[...]` labels, administrative and
 * exclusion groups dropped and other parentheses opened, numbering, renewal markers and suffixes removed, spelling
 * variants and payout words unified. `(무)일반암진단비(유사암제외)` → `일반암진단`.
 */
export function normalizeCoverageName(name: string): string {
  let s = toHalfWidth(name.normalize('NFC'))
    .replace(/[【〔〈《「『<]/g, '[')
    .replace(/[】〕〉》」』>]/g, ']')
    .replace(/[ㆍ・‧•∙･]/g, '·')
    .replace(/[∼〜]/g, '~')
    .replace(/[Ⅰ-Ⅻⅰ-ⅻ]/g, '')
    .replace(/[\s_]/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(PREFIX, '');
  // Innermost groups first, until none is left.
  while (/\([^()]*\)/.test(s))
    s = s.replace(/\(([^()]*)\)/g, (_, content: string) => (dropGroup(content) ? '' : content));
  s = s.replace(/[()]/g, '').replace(EXCLUSION_WORDS, '').replace(ADMIN_WORDS, '');
  while (SUFFIX.test(s)) s = s.replace(SUFFIX, '');
  for (const [from, to] of SYNONYMS) s = s.replace(from, to);
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** Diseases a surgery or hospital benefit may be limited to and stay in its disease category (`암수술비`). */
const DISEASE = `(?:질병|(?:일반|${MINOR})?암|${MINOR}|뇌출혈|뇌졸중|뇌혈관질환|급성심근경색증?|허혈성심장질환|\\d+대질병)`;
const INJURY = '(?:일반)?(?:상해|재해)';
const whole = (pattern: string) => new RegExp(`^${pattern}$`);

/** Rules on the whole canonical name. */
const WHOLE_RULES: readonly Rule[] = [
  { id: 'death.general', categoryCd: 'DEATH_GENERAL', test: /^(?:일반|종신|정기)?사망$/ },
  { id: 'death.disease', categoryCd: 'DEATH_DISEASE', test: /^(?:일반)?질병사망$/ },
  { id: 'death.injury', categoryCd: 'DEATH_INJURY', test: whole(`${INJURY}사망`) },
  { id: 'disability.disease', categoryCd: 'DISABILITY_DISEASE', test: /^(?:일반)?질병후유장해$/ },
  { id: 'disability.injury', categoryCd: 'DISABILITY_INJURY', test: whole(`${INJURY}후유장해`) },
  { id: 'diagnosis.cancer', categoryCd: 'CANCER', test: /^(?:일반)?암진단$/ },
  { id: 'diagnosis.minor-cancer', categoryCd: 'MINOR_CANCER', test: whole(`${MINOR}(?:[·,/및]?${MINOR})*진단`) },
  { id: 'diagnosis.cerebral-hemorrhage', categoryCd: 'CEREBRAL_HEMORRHAGE', test: /^뇌출혈진단$/ },
  { id: 'diagnosis.stroke', categoryCd: 'STROKE', test: /^뇌졸중진단$/ },
  { id: 'diagnosis.cerebrovascular', categoryCd: 'CEREBROVASCULAR', test: /^뇌혈관질환진단$/ },
  { id: 'diagnosis.acute-mi', categoryCd: 'ACUTE_MI', test: /^급성심근경색증?진단$/ },
  { id: 'diagnosis.ischemic-heart', categoryCd: 'ISCHEMIC_HEART', test: /^허혈성심장질환진단$/ },
  { id: 'surgery.disease', categoryCd: 'SURGERY_DISEASE', test: whole(`${DISEASE}수술`) },
  { id: 'surgery.injury', categoryCd: 'SURGERY_INJURY', test: whole(`(?:${INJURY}|골절|화상)수술`) },
  { id: 'hospital.disease', categoryCd: 'HOSPITAL_DISEASE', test: whole(`${DISEASE}입원일당`) },
  { id: 'hospital.injury', categoryCd: 'HOSPITAL_INJURY', test: whole(`${INJURY}입원일당`) },
  {
    id: 'indemnity.medical-expense-kind',
    categoryCd: 'MEDICAL_EXPENSE',
    test: /^(?=.*(?:입원|통원|외래|처방|급여))(?:상해|질병|재해)?(?:급여|비급여)?(?:입원|통원|외래|처방조제|처방)*의료비(?:입원|통원|외래|처방조제|처방)*$/,
  },
];

/** Rules on a word anywhere in the name, unless the name names another kind of benefit (KEYWORD_VETO). */
const KEYWORD_RULES: readonly Rule[] = [
  // `(실손보상)` on a property cover means "indemnity basis", not medical expenses.
  { id: 'indemnity.medical-expense', categoryCd: 'MEDICAL_EXPENSE', test: /실손(?!보상)/ },
  { id: 'indemnity.liability', categoryCd: 'LIABILITY', test: /일상(?:생활)?중?배상|일배책/ },
  {
    id: 'other.dental',
    categoryCd: 'DENTAL',
    test: /치아(?!파절)|치과|임플란트|보철|크라운|브릿지|틀니|레진|아말감|충전치료/,
  },
  { id: 'other.dementia-care', categoryCd: 'DEMENTIA_CARE', test: /치매|알츠하이머|(?<!간호)간병|장기요양/ },
  // `교통사고처리지원금(사망)`: the victim's death is what the driver's cost is for.
  {
    id: 'other.driver',
    categoryCd: 'DRIVER',
    test: /교통사고처리|형사합의|(?<!화재)벌금|변호사선임|면허(?:정지|취소)/,
    anyBenefit: true,
  },
];
const KEYWORD_VETO = /사망|후유장해|수술|입원일당/;

/** The rules of every category, in the order they are tried (the first matching rule is the one named). */
export const RULE_IDS: readonly string[] = [...WHOLE_RULES, ...KEYWORD_RULES].map((r) => r.id);

const notClassified = (): CoverageClassification => ({ categoryCd: UNCLASSIFIED, rule: null });

/**
 * Classifies an insurer's coverage name. Exactly one category's rules must match; none or several (a name that
 * joins two benefits, `질병·상해수술비`, `치아실손`) → `UNCLASSIFIED` with `rule: null`.
 */
export function classifyCoverage(name: string): CoverageClassification {
  const canonical = normalizeCoverageName(name);
  const vetoed = KEYWORD_VETO.test(canonical);
  const keywordRules = KEYWORD_RULES.filter((r) => !vetoed || r.anyBenefit);
  const matched = [...WHOLE_RULES, ...keywordRules].filter((r) => r.test.test(canonical));
  if (matched.length === 0) return notClassified();
  const [first] = matched;
  if (matched.some((r) => r.categoryCd !== first.categoryCd)) return notClassified();
  return { categoryCd: first.categoryCd, rule: first.id };
}
