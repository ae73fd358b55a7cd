import { createBrowserRouter, RouterProvider, ScrollRestoration, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
window.x = [createBrowserRouter, RouterProvider, ScrollRestoration, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams];
