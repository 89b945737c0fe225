// Placeholder until this screen is built.
export default function AsQueueScreen() {
  return <p>준비 중</p>;
}
