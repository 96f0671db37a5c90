import type { ComponentType } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import PeopleIcon from '@mui/icons-material/People';
import AnchorIcon from '@mui/icons-material/Anchor';
import BadgeIcon from '@mui/icons-material/Badge';
import type { referenceScreens } from '../shared/reference-screens';
import { lazyPage } from '../../layout/lazy-page';

interface ReferenceEntry {
  /** The resource's API path under /api. */
  name: string;
  /** Its module, a chunk of its own, default-exports its screens (referenceScreens). */
  screens: () => Promise<{ default: ReturnType<typeof referenceScreens> }>;
  icon: ComponentType;
  label: string;
  /** How a reference input shows a record; its name where not given. */
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

const REFERENCE: ReferenceEntry[] = [
  {
    name: 'users',
    screens: () => import('./users'),
    icon: PeopleIcon,
    label: 'backOffice.menu.users',
    recordRepresentation: (r) => `${r.name} ${r.lastName}`,
  },
  {
    name: 'clients',
    screens: () => import('./clients'),
    icon: BusinessIcon,
    label: 'backOffice.menu.clients',
  },
  {
    name: 'customs-brokers',
    screens: () => import('./customs-brokers'),
    icon: BadgeIcon,
    label: 'backOffice.menu.customsBrokers',
  },
  { name: 'ports', screens: () => import('./ports'), icon: AnchorIcon, label: 'backOffice.menu.ports' },
  {
    name: 'vessels',
    screens: () => import('./vessels'),
    icon: DirectionsBoatIcon,
    label: 'backOffice.menu.vessels',
  },
  {
    name: 'sinister-causes',
    screens: () => import('./sinister-causes'),
    icon: CategoryIcon,
    label: 'backOffice.menu.sinisterCauses',
  },
  {
    name: 'document-types',
    screens: () => import('./document-types'),
    icon: DescriptionIcon,
    label: 'backOffice.menu.documentTypes',
  },
];

/** People and catalogues (#7 item 5), in the menu's order. */
export const referenceResources = REFERENCE.map(({ name, screens, icon, label, recordRepresentation }) => {
  const load = () => screens().then((module) => module.default);
  return (
    <Resource
      key={name}
      name={name}
      list={lazyPage(load, 'list')}
      create={lazyPage(load, 'create')}
      edit={lazyPage(load, 'edit')}
      icon={icon}
      options={{ label }}
      recordRepresentation={recordRepresentation ?? 'name'}
    />
  );
});
