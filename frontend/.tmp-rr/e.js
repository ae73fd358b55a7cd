import { ConfigProvider, Button } from 'antd';
window.x = [ConfigProvider, Button];
