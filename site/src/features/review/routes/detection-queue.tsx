/** The review queue of auto-detected items. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
