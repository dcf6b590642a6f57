/** Ask for a password reset link (spec §2 user/reset-password). Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
