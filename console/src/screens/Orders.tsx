// Placeholder until this screen is built.
export default function OrdersScreen() {
  return <p>준비 중</p>;
}
