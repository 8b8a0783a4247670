import { redirect } from 'react-router';

export const loader = () => redirect('/user/myprofile');

export default function Route() {
  return null;
}
