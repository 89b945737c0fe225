import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InsuranceDataInput } from '../../../src/analysis/adapters/insurance-data.js';
import {
  SANDBOX_CODE,
  SANDBOX_LOOKUP_FAILED,
  sandboxInsuranceData,
  sandboxPortfolio,
} from '../../../src/analysis/adapters/sandbox-insurance.js';
import { CATEGORY_CDS } from '../../../src/analysis/coverage/categories.js';
import { classifyCoverage } from '../../../src/analysis/coverage/classifier.js';

const input = (name: string, birthDate = '19850312', gender: 'M' | 'F' = 'F'): InsuranceDataInput => ({
  client: { name, birthDate, gender, phone: '01012345678', carrier: 'SKT' },
  analysisDate: '2026-11-26',
});
const now = new Date('2026-11-26T03:00:00Z');

const PEOPLE = ['김민지', '이서준', '박지후', '최하은', '정도윤', '강서연', '조예준', '윤지아', '장시우', '임수아'];
const BIRTHS = ['19600101', '19720229', '19851231', '19900615', '20010704', '20150320', '20240229'];

describe('sandbox insurance data: portfolios', () => {
  it('the same person always gets the same contracts', () => {
    for (const name of PEOPLE) assert.deepEqual(sandboxPortfolio(input(name)), sandboxPortfolio(input(name)));
  });

  it('another birth date or gender gives another portfolio for most people', () => {
    const differ = PEOPLE.filter(
      (n) => JSON.stringify(sandboxPortfolio(input(n))) !== JSON.stringify(sandboxPortfolio(input(n, '19850313', 'M'))),
    );
    assert.ok(differ.length >= PEOPLE.length - 1, `only ${differ.length} differ`);
  });

  it('every person has 2–6 contracts, one ACTIVE protection contract insuring them, lines started ≥ 5 years before', () => {
    for (const name of PEOPLE) {
      for (const birthDate of BIRTHS) {
        const contracts = sandboxPortfolio(input(name, birthDate));
        assert.ok(contracts.length >= 2 && contracts.length <= 6, `${name} ${birthDate}: ${contracts.length}`);
        assert.ok(
          contracts.some((c) => c.status === 'ACTIVE' && c.productType === 'PROTECTION' && c.insuredIsClient),
          `${name} ${birthDate}: no active protection contract insuring the client`,
        );
        const born = `${birthDate.slice(0, 4)}-${birthDate.slice(4, 6)}-${birthDate.slice(6)}`;
        for (const c of contracts) {
          assert.ok(c.contractDate <= '2021-11-26' || c.contractDate === born, `${c.contractDate} is too recent`);
          assert.ok(c.contractDate >= born, 'a contract never starts before its insured person was born');
          for (const line of c.coverages) {
            assert.equal(line.startDate, c.contractDate);
            assert.ok(line.amount > 0 && Number.isInteger(line.amount));
            assert.ok(CATEGORY_CDS.includes(line.categoryCd as (typeof CATEGORY_CDS)[number]), line.coverageNm);
          }
        }
      }
    }
  });

  it('a lapsed contract says when it stopped; an active one does not', () => {
    const all = PEOPLE.flatMap((n) => sandboxPortfolio(input(n)));
    assert.ok(
      all.some((c) => c.status === 'LAPSED'),
      'some portfolio holds a lapsed contract',
    );
    for (const c of all) assert.equal(c.statusDate === null, c.status === 'ACTIVE');
  });

  it("the provider's classification of every line is the one the service's classifier gives its name", () => {
    const lines = PEOPLE.flatMap((n) => BIRTHS.flatMap((b) => sandboxPortfolio(input(n, b)))).flatMap(
      (c) => c.coverages,
    );
    for (const line of lines)
      assert.equal(classifyCoverage(line.coverageNm).categoryCd, line.categoryCd, line.coverageNm);
  });

  it('무보험 has no contract', () => {
    assert.deepEqual(sandboxPortfolio(input('무보험')), []);
  });
});

describe('sandbox insurance data: the two steps', () => {
  it('begin answers an SMS code transaction of 3 minutes; 123456 returns the portfolio', async () => {
    const begun = await sandboxInsuranceData.begin(input('김민지'), now);
    assert.equal(begun.outcome, 'STARTED');
    if (begun.outcome !== 'STARTED') return;
    assert.equal(begun.method, 'SMS_CODE');
    assert.equal(begun.expiresAt.getTime() - now.getTime(), 180_000);
    assert.deepEqual(await sandboxInsuranceData.continue(begun.providerTxn, '654321', now), { outcome: 'WRONG_CODE' });
    assert.deepEqual(await sandboxInsuranceData.continue(begun.providerTxn, SANDBOX_CODE, now), {
      outcome: 'DATA',
      data: sandboxPortfolio(input('김민지')),
    });
  });

  it('after expiresAt the transaction is expired, even with the right code', async () => {
    const begun = await sandboxInsuranceData.begin(input('김민지'), now);
    if (begun.outcome !== 'STARTED') assert.fail('not started');
    const late = new Date(begun.expiresAt.getTime() + 1);
    assert.deepEqual(await sandboxInsuranceData.continue(begun.providerTxn, SANDBOX_CODE, late), {
      outcome: 'EXPIRED',
    });
    const onTime = new Date(begun.expiresAt.getTime());
    assert.equal((await sandboxInsuranceData.continue(begun.providerTxn, SANDBOX_CODE, onTime)).outcome, 'DATA');
  });

  it('조회실패 fails at the confirmation with the provider code', async () => {
    const begun = await sandboxInsuranceData.begin(input('조회실패'), now);
    if (begun.outcome !== 'STARTED') assert.fail('not started');
    const result = await sandboxInsuranceData.continue(begun.providerTxn, SANDBOX_CODE, now);
    assert.equal(result.outcome, 'FAILED');
    if (result.outcome === 'FAILED') assert.equal(result.code, SANDBOX_LOOKUP_FAILED);
  });

  it('계정필요 needs an institution login at begin', async () => {
    assert.deepEqual(await sandboxInsuranceData.begin(input('계정필요'), now), { outcome: 'ACCOUNT_REQUIRED' });
    const withLogin = await sandboxInsuranceData.begin(
      { ...input('계정필요'), institutionLogin: { loginId: 'client01', password: 'secret-1' } },
      now,
    );
    assert.equal(withLogin.outcome, 'STARTED');
  });
});
