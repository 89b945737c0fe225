// Placeholder until this screen is built.
export default function LeadsScreen() {
  return <p>준비 중</p>;
}
