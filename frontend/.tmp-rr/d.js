import { ConfigProvider } from 'antd';
window.x = [ConfigProvider];
