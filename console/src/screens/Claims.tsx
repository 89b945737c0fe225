// Placeholder until this screen is built.
export default function ClaimsScreen() {
  return <p>준비 중</p>;
}
