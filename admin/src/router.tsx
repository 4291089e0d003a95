import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Loading } from './layout/Loading.tsx';
import { PageTexts } from './layout/PageTexts.tsx';
import { GuestOnly, RequireProvider } from './layout/RequireProvider.tsx';
import { ADMIN_PAGES, type AdminPage, NOT_FOUND_PAGE } from './pages.ts';

// Every page is a chunk of its own: the sign-in page loads little, the rich-text editor only where it is used.
type PageModule = Record<string, ComponentType<Record<string, string>>>;
const modules = import.meta.glob<PageModule>(['./features/*/*Page.tsx', './features/*/*Pages.tsx', './layout/NotFoundPage.tsx']);

const components = new Map<string, ComponentType<Record<string, string>>>();
/** The page's component, loaded with its chunk on first use (one lazy component per page). */
function componentOf({ module, component }: { module: string; component: string }) {
  const key = `${module}#${component}`;
  let found = components.get(key);
  if (!found) {
    const load = modules[`./${module}`];
    if (!load) throw new Error(`admin page module missing: ${module}`);
    found = lazy(() => load().then((loaded) => ({ default: loaded[component] as ComponentType<Record<string, string>> })));
    components.set(key, found);
  }
  return found;
}

function PageRoute({ page, params }: { page: AdminPage; params: Record<string, string | undefined> }) {
  const Page = componentOf(page);
  const value = page.param ? (params[page.param] ?? '') : '';
  const shown = page.param ? <Page key={value} {...{ [page.param]: value }} /> : <Page />;
  if (page.gate === 'guest') return <GuestOnly>{shown}</GuestOnly>;
  if (page.gate === 'open') return shown;
  return (
    <RequireProvider landing={page.gate === 'landing'}>
      <PageTexts namespaces={page.texts ?? []}>{shown}</PageTexts>
    </RequireProvider>
  );
}

/** The admin's pages (thin: each is its feature's page, behind the gate it needs; the list is pages.ts). */
export function AdminRoutes() {
  const NotFound = componentOf(NOT_FOUND_PAGE);
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {ADMIN_PAGES.map((page) => (
          <Route key={`${page.path}#${page.component}`} path={page.path}>
            {(params) => <PageRoute page={page} params={params} />}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
