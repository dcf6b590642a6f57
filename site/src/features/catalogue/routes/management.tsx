/** Management of violation codes and types, data options and the law PDF. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
