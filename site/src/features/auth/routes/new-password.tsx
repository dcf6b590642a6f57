/** Set a new password from the emailed link (spec §2 user/new-password). Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
