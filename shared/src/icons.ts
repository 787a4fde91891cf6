// The icons the portal uses, shared once (see antd.ts for why antd is imported only through here).
// Every icon is decorative: hidden from assistive technology (aria-hidden), so a button reads as its
// words ("Back", not "rollback Back"). A button with an icon and no words carries its own
// aria-label.
import {
  createElement,
  forwardRef,
  type ComponentProps,
  type ForwardedRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';
import AppstoreOutlinedSvg from '@ant-design/icons/es/icons/AppstoreOutlined';
import CaretDownOutlinedSvg from '@ant-design/icons/es/icons/CaretDownOutlined';
import CaretUpOutlinedSvg from '@ant-design/icons/es/icons/CaretUpOutlined';
import CheckCircleOutlinedSvg from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloseOutlinedSvg from '@ant-design/icons/es/icons/CloseOutlined';
import DeleteOutlinedSvg from '@ant-design/icons/es/icons/DeleteOutlined';
import DownloadOutlinedSvg from '@ant-design/icons/es/icons/DownloadOutlined';
import EditOutlinedSvg from '@ant-design/icons/es/icons/EditOutlined';
import EyeInvisibleOutlinedSvg from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlinedSvg from '@ant-design/icons/es/icons/EyeOutlined';
import FileTextOutlinedSvg from '@ant-design/icons/es/icons/FileTextOutlined';
import FilePdfOutlinedSvg from '@ant-design/icons/es/icons/FilePdfOutlined';
import FilterOutlinedSvg from '@ant-design/icons/es/icons/FilterOutlined';
import FolderOutlinedSvg from '@ant-design/icons/es/icons/FolderOutlined';
import HomeOutlinedSvg from '@ant-design/icons/es/icons/HomeOutlined';
import InboxOutlinedSvg from '@ant-design/icons/es/icons/InboxOutlined';
import LogoutOutlinedSvg from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlinedSvg from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuOutlinedSvg from '@ant-design/icons/es/icons/MenuOutlined';
import MenuUnfoldOutlinedSvg from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import NotificationOutlinedSvg from '@ant-design/icons/es/icons/NotificationOutlined';
import PlayCircleOutlinedSvg from '@ant-design/icons/es/icons/PlayCircleOutlined';
import ReloadOutlinedSvg from '@ant-design/icons/es/icons/ReloadOutlined';
import RollbackOutlinedSvg from '@ant-design/icons/es/icons/RollbackOutlined';
import SaveOutlinedSvg from '@ant-design/icons/es/icons/SaveOutlined';
import SearchOutlinedSvg from '@ant-design/icons/es/icons/SearchOutlined';
import SettingOutlinedSvg from '@ant-design/icons/es/icons/SettingOutlined';
import ShoppingCartOutlinedSvg from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import TableOutlinedSvg from '@ant-design/icons/es/icons/TableOutlined';
import TeamOutlinedSvg from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlinedSvg from '@ant-design/icons/es/icons/UserOutlined';
import WarningOutlinedSvg from '@ant-design/icons/es/icons/WarningOutlined';

type Icon = ForwardRefExoticComponent<Omit<ComponentProps<typeof HomeOutlinedSvg>, 'ref'> & RefAttributes<HTMLSpanElement>>;

/** An icon's props with aria-hidden set, unless the caller says otherwise. */
const hidden = (props: ComponentProps<Icon>, ref: ForwardedRef<HTMLSpanElement>) => ({ 'aria-hidden': true, ...props, ref });

export const AppstoreOutlined: Icon = forwardRef((props, ref) => createElement(AppstoreOutlinedSvg, hidden(props, ref)));
export const CaretDownOutlined: Icon = forwardRef((props, ref) => createElement(CaretDownOutlinedSvg, hidden(props, ref)));
export const CaretUpOutlined: Icon = forwardRef((props, ref) => createElement(CaretUpOutlinedSvg, hidden(props, ref)));
export const CheckCircleOutlined: Icon = forwardRef((props, ref) => createElement(CheckCircleOutlinedSvg, hidden(props, ref)));
export const CloseOutlined: Icon = forwardRef((props, ref) => createElement(CloseOutlinedSvg, hidden(props, ref)));
export const DeleteOutlined: Icon = forwardRef((props, ref) => createElement(DeleteOutlinedSvg, hidden(props, ref)));
export const DownloadOutlined: Icon = forwardRef((props, ref) => createElement(DownloadOutlinedSvg, hidden(props, ref)));
export const EditOutlined: Icon = forwardRef((props, ref) => createElement(EditOutlinedSvg, hidden(props, ref)));
export const EyeInvisibleOutlined: Icon = forwardRef((props, ref) => createElement(EyeInvisibleOutlinedSvg, hidden(props, ref)));
export const EyeOutlined: Icon = forwardRef((props, ref) => createElement(EyeOutlinedSvg, hidden(props, ref)));
export const FileTextOutlined: Icon = forwardRef((props, ref) => createElement(FileTextOutlinedSvg, hidden(props, ref)));
export const FilePdfOutlined: Icon = forwardRef((props, ref) => createElement(FilePdfOutlinedSvg, hidden(props, ref)));
export const FilterOutlined: Icon = forwardRef((props, ref) => createElement(FilterOutlinedSvg, hidden(props, ref)));
export const FolderOutlined: Icon = forwardRef((props, ref) => createElement(FolderOutlinedSvg, hidden(props, ref)));
export const HomeOutlined: Icon = forwardRef((props, ref) => createElement(HomeOutlinedSvg, hidden(props, ref)));
export const InboxOutlined: Icon = forwardRef((props, ref) => createElement(InboxOutlinedSvg, hidden(props, ref)));
export const LogoutOutlined: Icon = forwardRef((props, ref) => createElement(LogoutOutlinedSvg, hidden(props, ref)));
export const MenuFoldOutlined: Icon = forwardRef((props, ref) => createElement(MenuFoldOutlinedSvg, hidden(props, ref)));
export const MenuOutlined: Icon = forwardRef((props, ref) => createElement(MenuOutlinedSvg, hidden(props, ref)));
export const MenuUnfoldOutlined: Icon = forwardRef((props, ref) => createElement(MenuUnfoldOutlinedSvg, hidden(props, ref)));
export const NotificationOutlined: Icon = forwardRef((props, ref) => createElement(NotificationOutlinedSvg, hidden(props, ref)));
export const PlayCircleOutlined: Icon = forwardRef((props, ref) => createElement(PlayCircleOutlinedSvg, hidden(props, ref)));
export const ReloadOutlined: Icon = forwardRef((props, ref) => createElement(ReloadOutlinedSvg, hidden(props, ref)));
export const RollbackOutlined: Icon = forwardRef((props, ref) => createElement(RollbackOutlinedSvg, hidden(props, ref)));
export const SaveOutlined: Icon = forwardRef((props, ref) => createElement(SaveOutlinedSvg, hidden(props, ref)));
export const SearchOutlined: Icon = forwardRef((props, ref) => createElement(SearchOutlinedSvg, hidden(props, ref)));
export const SettingOutlined: Icon = forwardRef((props, ref) => createElement(SettingOutlinedSvg, hidden(props, ref)));
export const ShoppingCartOutlined: Icon = forwardRef((props, ref) => createElement(ShoppingCartOutlinedSvg, hidden(props, ref)));
export const TableOutlined: Icon = forwardRef((props, ref) => createElement(TableOutlinedSvg, hidden(props, ref)));
export const TeamOutlined: Icon = forwardRef((props, ref) => createElement(TeamOutlinedSvg, hidden(props, ref)));
export const UserOutlined: Icon = forwardRef((props, ref) => createElement(UserOutlinedSvg, hidden(props, ref)));
export const WarningOutlined: Icon = forwardRef((props, ref) => createElement(WarningOutlinedSvg, hidden(props, ref)));
