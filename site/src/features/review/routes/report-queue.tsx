/** The review queue of public reports. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
