/**
 * Email notifications (issue 13 point 6): the kinds a staff member can tune, how each is delivered, and the
 * preferences' wire shape (`GET/PUT /me/notifications`). Who receives what is the CMS's `domain/notifications`.
 */
import { z } from 'zod';
import { LOCALES } from './vocabulary';

/**
 * What a staff member may be told: a new public report (supervisors), an item waiting for the operator's approval
 * (operators), a case step due or overdue (the case's assignee).
 */
export const NOTIFICATION_KINDS = ['new_report', 'awaiting_approval', 'case_deadline'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At once, gathered in the daily digest, or not at all. */
export const NOTIFICATION_DELIVERIES = ['immediately', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** Defaults for an account that never chose: the review queues at once, deadlines once a day. */
export const DEFAULT_NOTIFICATION_DELIVERY: Readonly<Record<NotificationKind, NotificationDelivery>> = {
  new_report: 'immediately',
  awaiting_approval: 'immediately',
  case_deadline: 'digest',
};

const delivery = (kind: NotificationKind) =>
  z.enum(NOTIFICATION_DELIVERIES, { error: () => `${kind} must be one of: ${NOTIFICATION_DELIVERIES.join(', ')}` });

export const notificationPreferencesSchema = z
  .object({
    /** The language of the emails. */
    language: z.enum(LOCALES, { error: () => `language must be one of: ${LOCALES.join(', ')}` }),
    new_report: delivery('new_report'),
    awaiting_approval: delivery('awaiting_approval'),
    case_deadline: delivery('case_deadline'),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  language: 'lo',
  ...DEFAULT_NOTIFICATION_DELIVERY,
};

/** PUT /me/notifications: any of the fields; the others keep their value. */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial().strict();

/** GET and PUT /me/notifications answer the whole set, defaults filled in. */
export const notificationPreferencesAnswerSchema = z.object({ data: notificationPreferencesSchema });
