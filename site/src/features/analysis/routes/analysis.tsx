/** Analysis: charts and Excel download. Placeholder until the screen lands. */
export { default } from '@/features/staff/routes/staff-screen';
