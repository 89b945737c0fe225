// Placeholder until this screen is built.
export default function CatalogScreen() {
  return <p>준비 중</p>;
}
