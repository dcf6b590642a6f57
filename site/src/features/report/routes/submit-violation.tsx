// Placeholder until the report feature lands.
export default function Page() {
  return null;
}
