import { useWidgetState } from '../../../context.tsx';
import { Loading } from '../../layout/RequireCouple.tsx';
import { MyProjects } from './MyProjects.tsx';
import { Welcome } from './Welcome.tsx';

/** `/`: a signed-in couple's projects; for a visitor, what the service promises and the sign-in. */
export function HomePage() {
  const screen = useWidgetState((state) => state.screen);
  if (screen === 'loading') return <Loading />;
  return screen === 'presentation' ? <MyProjects /> : <Welcome />;
}
