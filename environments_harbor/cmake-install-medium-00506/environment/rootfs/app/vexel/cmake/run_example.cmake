# cmake -DTOOL=<tool> -DIN=<input> -DEXPECTED=<expected output> -P run_example.cmake
execute_process(COMMAND "${TOOL}" INPUT_FILE "${IN}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${TOOL} exited with ${rc}")
endif()
file(READ "${EXPECTED}" want)
if(NOT out STREQUAL want)
  message(FATAL_ERROR "${TOOL} output differs from ${EXPECTED}:\n${out}")
endif()
