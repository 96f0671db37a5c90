import { Resource } from 'react-admin';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import PeopleIcon from '@mui/icons-material/People';
import AnchorIcon from '@mui/icons-material/Anchor';
import BadgeIcon from '@mui/icons-material/Badge';
import { ClientCreate, ClientEdit, ClientList } from './clients';
import { CustomsBrokerCreate, CustomsBrokerEdit, CustomsBrokerList } from './customs-brokers';
import { DocumentTypeCreate, DocumentTypeEdit, DocumentTypeList } from './document-types';
import { PortCreate, PortEdit, PortList } from './ports';
import { SinisterCauseCreate, SinisterCauseEdit, SinisterCauseList } from './sinister-causes';
import { UserCreate, UserEdit, UserList } from './users';
import { VesselCreate, VesselEdit, VesselList } from './vessels';

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
