// Placeholder until this screen is built.
export default function KeysScreen() {
  return <p>준비 중</p>;
}
