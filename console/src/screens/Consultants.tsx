// Placeholder until this screen is built.
export default function ConsultantsScreen() {
  return <p>준비 중</p>;
}
