# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Writes a man page from a program's --help, so the two cannot drift:
#   cmake -DPROGRAM=<exe> -DNAME=<name> -DSUMMARY=<one line> -DVERSION=<v> -DSEE_ALSO=<a(1)>
#         -DOUTPUT=<file.1> -P manpage.cmake
# The help's first line (usage) becomes SYNOPSIS, the second DESCRIPTION, the rest OPTIONS,
# kept as the program prints it (no fill), with troff's special characters escaped.
include(${CMAKE_CURRENT_LIST_DIR}/helptext.cmake)
read_help(${PROGRAM} lines)
list(POP_FRONT lines usage)
list(POP_FRONT lines description)
# The usage names the program by the path it was run from: by its name in the page.
string(REGEX REPLACE "^Usage: [^ ]* *" "" usage "${usage}")
help_line("${usage}" usage)
help_line("${description}" description)
string(REPLACE "\\" "\\e" usage "${usage}")
string(REPLACE "\\" "\\e" description "${description}")
set(body "")
foreach(line IN LISTS lines)
    help_line("${line}" line)
    # troff's escape character, and a line starting with . or ' (a request to troff).
    string(REPLACE "\\" "\\e" line "${line}")
    string(REGEX REPLACE "^([.'])" "\\\\&\\1" line "${line}")
    string(APPEND body "${line}\n")
endforeach()
string(TOUPPER "${NAME}" title)
file(WRITE ${OUTPUT}
".TH ${title} 1 \"\" \"${NAME} ${VERSION}\" \"User Commands\"
.SH NAME
${NAME} \\- ${SUMMARY}
.SH SYNOPSIS
.B ${NAME}
${usage}
.SH DESCRIPTION
${description}
.SH OPTIONS
.nf
${body}.fi
.SH SEE ALSO
${SEE_ALSO}
")
