import {
  HISTORY_LINK_TYPE,
  HISTORY_PENDING_TYPE,
  REVIEW_EVENT_TYPE,
  changedChainFields,
  reviewLockRefusal,
} from '../../src/domain/review-lock';

const DETECTION = 'api::detection.detection';
const REPORT = 'api::report.report';

/** An approved detection as the database gives it back. */
const stored = {
  reviewStatus: 'violation',
  supervisorStatus: 'violation',
  operatorStatus: 'violation',
  approvedAt: new Date('2026-01-02T03:04:05.000Z'),
  aiScore: '0.91',
  aiFindings: [{ code: 'INT-PP-01', score: 0.91 }],
  violationCount: 2,
  archived: false,
};

describe('the fields a write changes', () => {
  it('finds none when the values come back as the panel shows them (ISO dates, numbers, JSON)', () => {
    const echoed = {
      ...stored,
      approvedAt: '2026-01-02T03:04:05.000Z',
      aiScore: 0.91,
      aiFindings: [{ code: 'INT-PP-01', score: 0.91 }],
      violationCodes: { connect: [], disconnect: [] },
      company: 'Renamed Co.',
    };
    expect(changedChainFields(echoed, stored)).toEqual([]);
  });

  it('names every chain field that changes, cleared values and relations included', () => {
    const data = {
      reviewStatus: 'non_violation',
      approvedAt: null,
      violationCount: '3',
      archived: true,
      supervisorBy: { connect: [{ id: 4 }] },
      violationTypes: [1, 2],
      operatorBy: { set: [] },
    };
    expect(changedChainFields(data, stored).sort()).toEqual(
      ['approvedAt', 'archived', 'operatorBy', 'reviewStatus', 'supervisorBy', 'violationCount', 'violationTypes'].sort(),
    );
  });

  it('on a new item, names the chain fields set to anything but empty', () => {
    expect(changedChainFields({ reviewStatus: 'reviewing', archived: false, violationCount: 0, caption: 'x' }, null)).toEqual([
      'reviewStatus',
    ]);
  });
});

describe('who may write', () => {
  it('refuses a change of review status or decision outside the chain, and allows it inside', () => {
    const write = { uid: DETECTION, action: 'update', data: { reviewStatus: 'non_violation', operatorStatus: null }, stored };
    expect(reviewLockRefusal(write, false)).toMatch(/belong to the review chain.*reviewStatus, operatorStatus/);
    expect(reviewLockRefusal(write, true)).toBeNull();
  });

  it('lets other fields change from anywhere, and reads go through', () => {
    expect(reviewLockRefusal({ uid: REPORT, action: 'update', data: { ...stored, brand: 'X' }, stored }, false)).toBeNull();
    expect(reviewLockRefusal({ uid: REPORT, action: 'findMany' }, false)).toBeNull();
    expect(
      reviewLockRefusal({ uid: 'api::violation-code.violation-code', action: 'update', data: { reviewStatus: 'x' } }, false),
    ).toBeNull();
    expect(reviewLockRefusal({ uid: DETECTION, action: 'delete' }, false)).toBeNull();
  });

  it('refuses creating an item with review decisions, and copying one, outside the chain', () => {
    expect(reviewLockRefusal({ uid: REPORT, action: 'create', data: { reviewStatus: 'violation' } }, false)).toMatch(
      /reviewStatus/,
    );
    expect(reviewLockRefusal({ uid: REPORT, action: 'create', data: { reviewStatus: 'reviewing' } }, true)).toBeNull();
    expect(reviewLockRefusal({ uid: DETECTION, action: 'clone', data: { caption: 'copy' } }, false)).toMatch(/history/);
  });

  it('keeps review events append-only for everyone, and written by the chain only', () => {
    for (const action of ['update', 'delete', 'clone']) {
      for (const inChain of [false, true]) {
        expect(reviewLockRefusal({ uid: REVIEW_EVENT_TYPE, action, data: {} }, inChain)).toMatch(/./);
      }
    }
    expect(reviewLockRefusal({ uid: REVIEW_EVENT_TYPE, action: 'update', data: {} }, true)).toMatch(/append-only/);
    expect(reviewLockRefusal({ uid: REVIEW_EVENT_TYPE, action: 'create', data: {} }, false)).toMatch(/review chain only/);
    expect(reviewLockRefusal({ uid: REVIEW_EVENT_TYPE, action: 'create', data: {} }, true)).toBeNull();
    expect(reviewLockRefusal({ uid: REVIEW_EVENT_TYPE, action: 'findMany' }, false)).toBeNull();
  });
});

describe('enforcement cases and their steps', () => {
  const CASE = 'api::enforcement-case.enforcement-case';
  const STEP = 'api::case-step.case-step';

  it('change only through the case service, never directly (the admin panel included)', () => {
    for (const action of ['create', 'update', 'delete', 'clone']) {
      expect(reviewLockRefusal({ uid: CASE, action, data: { stage: 'closed' } }, false)).toMatch(/only through their steps/);
      expect(reviewLockRefusal({ uid: CASE, action, data: { stage: 'closed' } }, true)).toBeNull();
    }
    expect(reviewLockRefusal({ uid: CASE, action: 'findMany' }, false)).toBeNull();
  });

  it('keep their steps append-only, written by the case service only', () => {
    expect(reviewLockRefusal({ uid: STEP, action: 'create', data: { step: 'decide' } }, true)).toBeNull();
    expect(reviewLockRefusal({ uid: STEP, action: 'create', data: { step: 'decide' } }, false)).toMatch(/case service only/);
    for (const action of ['update', 'delete'])
      for (const inChain of [true, false])
        expect(reviewLockRefusal({ uid: STEP, action, data: {} }, inChain)).toMatch(/append-only/);
  });
});

describe('the history chain', () => {
  it('is written by the CMS itself, never through the Document Service: its links nor the entries awaiting one', () => {
    for (const uid of [HISTORY_LINK_TYPE, HISTORY_PENDING_TYPE])
      for (const action of ['create', 'update', 'delete', 'clone'])
        for (const inChain of [true, false])
          expect(reviewLockRefusal({ uid, action, data: {} }, inChain)).toMatch(/history chain is appended by the CMS only/);
    expect(reviewLockRefusal({ uid: HISTORY_PENDING_TYPE, action: 'findMany' }, false)).toBeNull();
  });
});
