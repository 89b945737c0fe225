// Placeholder until this screen is built.
export default function CategoriesScreen() {
  return <p>준비 중</p>;
}
