# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
# Packages: `make package` builds a .deb and a .tar.gz of the console and the simulator.
set(CPACK_PACKAGE_NAME "polychip")
set(CPACK_PACKAGE_VENDOR "Polychip")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY ${PROJECT_DESCRIPTION})
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(CPACK_PACKAGE_CONTACT "Polychip team <polychip@users.noreply.github.com>")
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_COMPONENTS_ALL console)
set(CPACK_DEB_COMPONENT_INSTALL OFF)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own words (OK, Cancel, the file dialogs) in the user's language; not a library, so
# shlibdeps cannot find it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
