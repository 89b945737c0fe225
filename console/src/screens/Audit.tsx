// Placeholder until this screen is built.
export default function AuditScreen() {
  return <p>준비 중</p>;
}
