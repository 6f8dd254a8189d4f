from termigen.cli import main

main()
