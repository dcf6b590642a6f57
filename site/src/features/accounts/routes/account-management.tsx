/** Account management: list, add, edit and delete staff accounts. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
