import { ConfigProvider, Button, Spin, Skeleton } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
window.x = [ConfigProvider, Button, Spin, Skeleton, MenuOutlined];
