/**
 * The evaluation interface's keys (issue 5) and how they map onto the contract's keys. The evaluation names are
 * short forms fixed by the team's held-out test; inside the platform the contract's keys are the truth, so every
 * evaluation key is tied to a contract key here and a rename in the contract fails the typecheck.
 */
import type { ProductType, ViolationGroup } from '@lcmdp/contract/vocabulary';

export const GROUPS = [
  'promotion_public',
  'labeling_required',
  'prohibited_text',
  'information_education',
  'health_workers',
  'sponsorship_coi',
  'complementary_foods',
] as const;
export type Group = (typeof GROUPS)[number];

export const PRODUCTS = [
  'infant_formula',
  'follow_on_formula',
  'growing_up_milk',
  'bottles_teats',
  'complementary_food',
  'other_baby_product',
  'none',
] as const;
export type Product = (typeof PRODUCTS)[number];

/** Products the Code and Decree 472/PM cover as breast-milk substitutes or their feeding equipment. */
export const SUBSTITUTE_PRODUCTS: readonly Product[] = [
  'infant_formula',
  'follow_on_formula',
  'growing_up_milk',
  'bottles_teats',
];

/** Every product the policy covers (POLICY.md §0): the substitutes and complementary foods for 6–36 months. */
export const COVERED_PRODUCTS: readonly Product[] = [...SUBSTITUTE_PRODUCTS, 'complementary_food'];

export const GROUP_TO_CONTRACT: Record<Group, ViolationGroup> = {
  promotion_public: 'promotion_to_public',
  labeling_required: 'labeling_required_text',
  prohibited_text: 'prohibited_text',
  information_education: 'information_education',
  health_workers: 'information_health_workers',
  sponsorship_coi: 'sponsorship_conflict_of_interest',
  complementary_foods: 'complementary_foods',
};

export const CONTRACT_TO_GROUP: Record<ViolationGroup, Group> = Object.fromEntries(
  Object.entries(GROUP_TO_CONTRACT).map(([group, contract]) => [contract, group]),
) as Record<ViolationGroup, Group>;

/** The contract has no key for "another baby product" or "no product": those have no contract product type. */
export const PRODUCT_TO_CONTRACT: Record<Product, ProductType | undefined> = {
  infant_formula: 'infant_formula',
  follow_on_formula: 'follow_on_formula',
  growing_up_milk: 'grow_on_formula',
  bottles_teats: 'bottles_teats',
  complementary_food: 'complementary_food',
  other_baby_product: undefined,
  none: undefined,
};

export const CONTRACT_TO_PRODUCT: Record<ProductType, Product> = {
  infant_formula: 'infant_formula',
  follow_on_formula: 'follow_on_formula',
  grow_on_formula: 'growing_up_milk',
  bottles_teats: 'bottles_teats',
  complementary_food: 'complementary_food',
  complementary_food_inappropriate_label: 'complementary_food',
};

export function isGroup(value: unknown): value is Group {
  return typeof value === 'string' && (GROUPS as readonly string[]).includes(value);
}

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}
