import { ThemedPage } from '../../../showcase/theme-locale/ThemedPage';

export default function Themed() {
  return <ThemedPage />;
}
