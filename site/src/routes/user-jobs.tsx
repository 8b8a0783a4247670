export default function Route() {
  return <h2>My Job</h2>;
}
