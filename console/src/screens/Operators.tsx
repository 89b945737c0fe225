// Placeholder until this screen is built.
export default function OperatorsScreen() {
  return <p>준비 중</p>;
}
