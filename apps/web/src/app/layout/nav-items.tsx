import type { NavItem } from '@fm/contract/routes';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import type { ReactElement } from 'react';

/** Icon of each side-navigation item; the route is `/${item}` and the label `nav.${item}`. */
export const NAV_ICONS: Record<NavItem, ReactElement> = {
  agencies: <BusinessOutlinedIcon />,
  users: <PeopleAltOutlinedIcon />,
  freelancers: <BadgeOutlinedIcon />,
  projects: <FolderOutlinedIcon />,
  bookings: <EventAvailableOutlinedIcon />,
  'time-recording': <ScheduleOutlinedIcon />,
  'flat-rate-payments': <PaymentsOutlinedIcon />,
  'credit-notes': <ReceiptLongOutlinedIcon />,
  reports: <AssessmentOutlinedIcon />,
  'agency-groups': <WorkspacesOutlinedIcon />,
};
