/** Answers of the CMS's check routes in the contract's shape (`CheckRouteAnswer`), for tests that serve them. */
import type { CheckMatch, CheckRouteAnswer } from '@lcmdp/contract';

export function checkMatch(over: Partial<CheckMatch> = {}): CheckMatch {
  const term = over.term ?? 'ແຖມ';
  return {
    rule: 'promotion.point_of_sale',
    term,
    found: term,
    group: 'promotion_to_public',
    where: 'text',
    excerpt: term,
    codes: [],
    ...over,
  };
}

/** A check's answer: not suspected and without matches unless told otherwise. */
export function checkAnswer(over: Partial<CheckRouteAnswer> = {}): CheckRouteAnswer {
  const suspected = over.suspected ?? over.status === 'suspected_violation';
  return {
    status: suspected ? 'suspected_violation' : 'non_violation',
    suspected,
    score: suspected ? 0.9 : 0.05,
    groups: [],
    product: null,
    codes: [],
    matches: [],
    model_version: 'lr2-test',
    ...over,
  };
}
