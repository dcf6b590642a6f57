/** The append-only review-event log: one row per change of an item's review chain. */
import { documents } from './documents';
import type { Variant, WireReviewEvent } from '@lcmdp/contract';
import type { ItemKind } from '../domain/list-plan';
import { toWireEvent, type StoredReviewEvent } from './serialize';

export const REVIEW_EVENT_UID = 'api::review-event.review-event';

export interface ReviewEventInput {
  itemKind: ItemKind;
  itemId: string;
  variant: Variant;
  level: 'ai' | 'supervisor' | 'operator' | 'public' | 'staff';
  action: WireReviewEvent['action'];
  fromStatus?: string;
  toStatus?: string;
  codes?: string[];
  types?: string[];
  actorId?: number;
  actorLabel?: string;
  note?: string;
}

/** A staff member's name as history keeps it (full name, else email). */
export async function staffLabel(userId: number): Promise<string | undefined> {
  const user = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId }, select: ['fullName', 'email'] })) as { fullName?: string | null; email: string } | null;
  return user ? user.fullName || user.email : undefined;
}

export async function logReviewEvent(e: ReviewEventInput): Promise<void> {
  const { actorId, ...rest } = e;
  // The actor's name is kept on the event too, so the trail survives an account being deleted.
  const actorLabel = e.actorLabel ?? (actorId !== undefined ? await staffLabel(actorId) : undefined);
  await documents(REVIEW_EVENT_UID).create({
    data: { ...rest, actorLabel, actor: actorId, at: new Date().toISOString() },
  });
}

export async function historyOf(itemKind: ItemKind, itemId: string, staff: boolean) {
  const rows = await documents(REVIEW_EVENT_UID).findMany({
    filters: { itemKind, itemId },
    sort: [{ at: 'asc' }, { id: 'asc' }],
    populate: staff ? { actor: { fields: ['fullName'] } } : {},
    limit: 1000,
  });
  return (rows as unknown as StoredReviewEvent[]).map((e) => toWireEvent(e, staff));
}
