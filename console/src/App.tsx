import { lazy } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Loading } from './components/Loading';
import { RouteFailure } from './components/ScreenError';
import { Shell } from './components/Shell';
import { PAGES, SCREENS } from './screens/registry';
import { SignIn } from './screens/SignIn';
import { SessionProvider, useSession } from './session';

const SetPassword = lazy(() => import('./screens/SetPassword'));

/** Every screen needs a signed-in operator; without one the sign-in page stands in its place. */
function Guarded() {
  const { operator } = useSession();
  if (operator === undefined) return <Loading />;
  if (operator === null) return <SignIn />;
  return <Shell />;
}

const screens: RouteObject[] = SCREENS.map((s) => {
  const Screen = lazy(s.load);
  return s.path === '' ? { index: true, element: <Screen /> } : { path: s.path, element: <Screen /> };
});

const pages: RouteObject[] = PAGES.map((p) => {
  const Page = lazy(p.load);
  return { path: p.path, element: <Page /> };
});

const router = createBrowserRouter(
  [
    { path: '/set-password', element: <SetPassword />, errorElement: <RouteFailure /> },
    {
      path: '/',
      element: <Guarded />,
      errorElement: <RouteFailure />,
      children: [...screens, ...pages, { path: '*', element: <NotFound /> }],
    },
  ],
  { basename: '/console' },
);

function NotFound() {
  return <p>없는 화면입니다.</p>;
}

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
