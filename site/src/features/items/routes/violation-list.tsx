// Placeholder until the items feature lands.
export default function Page() {
  return null;
}
