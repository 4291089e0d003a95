import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Loading, RequireCouple } from './layout/RequireCouple.tsx';
// Not loaded on first use: it is made of the search page's parts, which the app already holds.
import { FavoritesPage } from './pages/favorites/FavoritesPage.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import type { JustSaved } from './pages/new-project/SavedView.tsx';
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { ProviderPage } from './pages/provider/ProviderPage.tsx';
import { SearchPage } from './pages/search/SearchPage.tsx';
import { providerIdFrom } from './setup.ts';

// The signed-in pages load on first use: the rich-text editor (tiptap) alone weighs more than the
// rest of the app, and a visitor on the home page needs none of it.
const NewProjectPage = lazy(() => import('./pages/new-project/NewProjectPage.tsx').then((m) => ({ default: m.NewProjectPage })));
// The page after a save, at the project's address: in the creation page's chunk, loaded by then.
const SavedView = lazy(() => import('./pages/new-project/SavedView.tsx').then((m) => ({ default: m.SavedView })));
const ProjectViewPage = lazy(() =>
  import('./pages/project-view/ProjectViewPage.tsx').then((m) => ({ default: m.ProjectViewPage })),
);
const AccountPage = lazy(() => import('./pages/account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })));

/** Ids in paths are digits, as the server routes them (server/src/modules/project-app/). */
const idOf = (text: string | undefined): number | null => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

/**
 * The app's pages (the server answers 200 for exactly these paths, 404 for any other). Pages of a
 * signed-in couple go through the sign-in gate.
 */
export function AppRoutes() {
  const [location] = useLocation();
  // The project just created: `/projects/{id}` shows the save's news and suggestions first.
  const [justSaved, setJustSaved] = useState<JustSaved | null>(null);
  // Any other page ends it (set at `/projects/new`, it holds once the address is the project's).
  useEffect(() => {
    setJustSaved((current) => (current && location === `/projects/${current.project.id}` ? current : null));
  }, [location]);
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <Home />
        </Route>
        <Route path="/projects/new">
          {/* Issue 3: the steps are open to anyone; the phone is asked for at the save. */}
          <NewProject onSaved={setJustSaved} />
        </Route>
        <Route path="/projects/:id">
          {({ id }) => {
            const projectId = idOf(id);
            if (justSaved && justSaved.project.id === projectId)
              return <SavedView saved={justSaved} onView={() => setJustSaved(null)} />;
            return projectId === null ? (
              <NotFoundPage />
            ) : (
              <RequireCouple>
                <ProjectViewPage projectId={projectId} />
              </RequireCouple>
            );
          }}
        </Route>
        <Route path="/search">
          <SearchPage />
        </Route>
        <Route path="/providers/:id">
          {({ id }) => {
            const providerId = idOf(id);
            return providerId === null ? <NotFoundPage /> : <ProviderPage providerId={providerId} />;
          }}
        </Route>
        <Route path="/favorites">
          <RequireCouple>
            <FavoritesPage />
          </RequireCouple>
        </Route>
        <Route path="/account">
          <RequireCouple>
            <AccountPage />
          </RequireCouple>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** `/`, and the widget's link into the app: `/?project=new&prestataire={id}` → the creation page. */
function Home() {
  const search = useSearch();
  if (new URLSearchParams(search).get('project') === 'new') {
    const providerId = providerIdFrom(search);
    return <Redirect to={providerId ? `/projects/new?prestataire=${providerId}` : '/projects/new'} replace />;
  }
  return <HomePage />;
}

function NewProject({ onSaved }: { onSaved(saved: JustSaved): void }) {
  return <NewProjectPage providerId={providerIdFrom(useSearch())} onSaved={onSaved} />;
}
