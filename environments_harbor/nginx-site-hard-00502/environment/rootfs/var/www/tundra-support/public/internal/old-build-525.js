internal 0.40723799 secret=ab998da9b9f5afee
