/** Check images or a page address with the detector. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
