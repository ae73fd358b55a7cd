import { BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
window.x = [BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams];
