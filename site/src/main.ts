// The public site and staff workspace are built by their own issue; this entry keeps the workspace building.
const root = document.getElementById('root');
if (root) root.textContent = 'LCMDP';
