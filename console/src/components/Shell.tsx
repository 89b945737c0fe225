import { AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type FormEvent, Fragment, Suspense, useState } from 'react';
import { Outlet, NavLink as RouterLink, useLocation, useNavigate } from 'react-router';
import { ROLE } from '../labels';
import { SCREENS } from '../screens/registry';
import { can, useOperator, useSession } from '../session';
import { Loading } from './Loading';
import { ScreenBoundary } from './ScreenError';

/** The frame of every screen: a side menu (a drawer behind a menu button on a phone) and the operator's name. */
export function Shell() {
  const operator = useOperator();
  const { signOut } = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  // On a phone the closed menu is moved off screen: inert, so neither the keyboard nor a screen reader lands in it.
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <>
      {/* The first Tab: past the header and the menu, straight to the screen. */}
      <a href="#main-content" className="skip-link">
        본문으로 건너뛰기
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="메뉴 열기" />
              <Title order={1} size="h4">
                leadline 운영 콘솔
              </Title>
            </Group>
            <HeaderSearch />
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" visibleFrom="sm">
                {operator.name} ({ROLE[operator.role]})
              </Text>
              <Button variant="default" size="xs" onClick={() => void signOut()}>
                로그아웃
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="주 메뉴" inert={phone && !opened}>
          <ScrollArea>
            {SCREENS.filter((s) => can(operator, s.minRole)).map((s, i, shown) => (
              <Fragment key={s.path}>
                {s.group && s.group !== shown[i - 1]?.group && (
                  <Text size="xs" fw={700} c="gray.7" px="sm" pt="sm" pb={4}>
                    {s.group}
                  </Text>
                )}
                <NavLink
                  component={RouterLink}
                  to={`/${s.path}`}
                  label={s.label}
                  active={pathname === `/${s.path}`}
                  onClick={close}
                />
              </Fragment>
            ))}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          {/* Each screen fails on its own (keyed by its path: another screen starts afresh); the frame stays. */}
          <ScreenBoundary key={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </AppShell.Main>
      </AppShell>
    </>
  );
}

/**
 * The header's search box (from a tablet up; on a phone 통합 검색 is in the menu): what is typed goes to the search
 * screen in the page's history state, never in the address.
 */
function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    navigate('/search', { state: { q: text } });
    setText('');
  };
  return (
    <Box component="search" aria-label="통합 검색" visibleFrom="sm" style={{ flex: '0 1 360px' }}>
      <form onSubmit={submit}>
        <TextInput
          aria-label="통합 검색어"
          placeholder="ID·전화번호·설계사·API 키 검색"
          size="xs"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </form>
    </Box>
  );
}
