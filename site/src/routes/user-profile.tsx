export default function Route() {
  return <h2>My Profile</h2>;
}
