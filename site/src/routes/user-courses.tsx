export default function Route() {
  return <h2>My Course</h2>;
}
