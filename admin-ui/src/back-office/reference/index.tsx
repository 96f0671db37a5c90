import { Resource } from 'react-admin';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import PeopleIcon from '@mui/icons-material/People';
import AnchorIcon from '@mui/icons-material/Anchor';
import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../../layout/lazy-page';

const ClientCreate = lazyPage(() => import('./clients'), 'ClientCreate');
const ClientEdit = lazyPage(() => import('./clients'), 'ClientEdit');
const ClientList = lazyPage(() => import('./clients'), 'ClientList');
const CustomsBrokerCreate = lazyPage(() => import('./customs-brokers'), 'CustomsBrokerCreate');
const CustomsBrokerEdit = lazyPage(() => import('./customs-brokers'), 'CustomsBrokerEdit');
const CustomsBrokerList = lazyPage(() => import('./customs-brokers'), 'CustomsBrokerList');
const DocumentTypeCreate = lazyPage(() => import('./document-types'), 'DocumentTypeCreate');
const DocumentTypeEdit = lazyPage(() => import('./document-types'), 'DocumentTypeEdit');
const DocumentTypeList = lazyPage(() => import('./document-types'), 'DocumentTypeList');
const PortCreate = lazyPage(() => import('./ports'), 'PortCreate');
const PortEdit = lazyPage(() => import('./ports'), 'PortEdit');
const PortList = lazyPage(() => import('./ports'), 'PortList');
const SinisterCauseCreate = lazyPage(() => import('./sinister-causes'), 'SinisterCauseCreate');
const SinisterCauseEdit = lazyPage(() => import('./sinister-causes'), 'SinisterCauseEdit');
const SinisterCauseList = lazyPage(() => import('./sinister-causes'), 'SinisterCauseList');
const UserCreate = lazyPage(() => import('./users'), 'UserCreate');
const UserEdit = lazyPage(() => import('./users'), 'UserEdit');
const UserList = lazyPage(() => import('./users'), 'UserList');
const VesselCreate = lazyPage(() => import('./vessels'), 'VesselCreate');
const VesselEdit = lazyPage(() => import('./vessels'), 'VesselEdit');
const VesselList = lazyPage(() => import('./vessels'), 'VesselList');

/** People and catalogues (#7 item 5); each resource's name is its API path under /api. */
export const referenceResources = [
  <Resource
    key="users"
    name="users"
    list={UserList}
    create={UserCreate}
    edit={UserEdit}
    icon={PeopleIcon}
    options={{ label: 'backOffice.menu.users' }}
    recordRepresentation={(r) => `${r.name} ${r.lastName}`}
  />,
  <Resource
    key="clients"
    name="clients"
    list={ClientList}
    create={ClientCreate}
    edit={ClientEdit}
    icon={BusinessIcon}
    options={{ label: 'backOffice.menu.clients' }}
    recordRepresentation="name"
  />,
  <Resource
    key="customs-brokers"
    name="customs-brokers"
    list={CustomsBrokerList}
    create={CustomsBrokerCreate}
    edit={CustomsBrokerEdit}
    icon={BadgeIcon}
    options={{ label: 'backOffice.menu.customsBrokers' }}
    recordRepresentation="name"
  />,
  <Resource
    key="ports"
    name="ports"
    list={PortList}
    create={PortCreate}
    edit={PortEdit}
    icon={AnchorIcon}
    options={{ label: 'backOffice.menu.ports' }}
    recordRepresentation="name"
  />,
  <Resource
    key="vessels"
    name="vessels"
    list={VesselList}
    create={VesselCreate}
    edit={VesselEdit}
    icon={DirectionsBoatIcon}
    options={{ label: 'backOffice.menu.vessels' }}
    recordRepresentation="name"
  />,
  <Resource
    key="sinister-causes"
    name="sinister-causes"
    list={SinisterCauseList}
    create={SinisterCauseCreate}
    edit={SinisterCauseEdit}
    icon={CategoryIcon}
    options={{ label: 'backOffice.menu.sinisterCauses' }}
    recordRepresentation="name"
  />,
  <Resource
    key="document-types"
    name="document-types"
    list={DocumentTypeList}
    create={DocumentTypeCreate}
    edit={DocumentTypeEdit}
    icon={DescriptionIcon}
    options={{ label: 'backOffice.menu.documentTypes' }}
    recordRepresentation="name"
  />,
];
